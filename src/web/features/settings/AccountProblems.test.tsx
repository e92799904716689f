import { fakeAuth, READER, renderScreen } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PasswordForm } from "./PasswordForm";
import { ProfileForm } from "./ProfileForm";

/** Issue 59: the checks @shared runs in settings' forms speak SPEC's English; the reader sees their own language. */
describe("settings' own checks in the reader's language", () => {
  it("says a new password's broken rules in German", async () => {
    const auth = fakeAuth({ user: READER });
    renderScreen(<PasswordForm />, { auth, language: "de" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Aktuelles Passwort"), "Old#Secret1");
    await user.type(screen.getByLabelText("Neues Passwort"), "kurz");
    await user.click(screen.getByRole("button", { name: "Passwort ändern" }));
    const next = screen.getByLabelText("Neues Passwort");
    expect(next).toHaveAttribute("aria-invalid", "true");
    expect(next).toHaveAccessibleDescription(
      expect.stringContaining("Das Passwort muss mindestens 6 Zeichen lang sein."),
    );
    expect(next).toHaveAccessibleDescription(
      expect.stringContaining("Das Passwort muss mindestens einen Großbuchstaben enthalten."),
    );
    expect(next).not.toHaveAccessibleDescription(expect.stringContaining("Password must"));
    expect(auth.changePassword).not.toHaveBeenCalled();
  });

  it("says a profile's problems in Arabic", async () => {
    const auth = fakeAuth({ user: READER });
    renderScreen(<ProfileForm user={READER} />, { auth, language: "ar" });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("الاسم المعروض"));
    await user.type(screen.getByLabelText("رابط الصورة"), "ftp://example.com/me.png");
    await user.click(screen.getByRole("button", { name: "حفظ الملف الشخصي" }));
    expect(screen.getByLabelText("الاسم المعروض")).toHaveAccessibleDescription("الحقل «الاسم» مطلوب.");
    expect(screen.getByLabelText("رابط الصورة")).toHaveAccessibleDescription(
      "يجب أن يبدأ رابط الصورة بـ http:// أو https:// أو /.",
    );
    expect(auth.updateProfile).not.toHaveBeenCalled();
  });
});
