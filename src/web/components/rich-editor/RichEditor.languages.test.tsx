import { testI18n, withEnglish } from "@test/web/i18n";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FormField } from "../FormField";
import { FakeXhr } from "./images/fakeXhr";
import { RichEditor } from "./RichEditor";
import type { BodySettle, SettledBody } from "./settle";

vi.mock("@web/lib/auth", () => ({ getIdToken: async () => "h.e30.s" }));

type Language = "de" | "ar";

function Harness({ initial = "", settleRef }: { initial?: string; settleRef?: React.RefObject<BodySettle | null> }) {
  const [value, setValue] = useState(initial);
  return (
    <FormField id="body" label="Text">
      {(control) => (
        <RichEditor
          {...control}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          settleRef={settleRef}
        />
      )}
    </FormField>
  );
}

const draw = (language: Language, initial = "", settleRef?: React.RefObject<BodySettle | null>) =>
  render(withEnglish(<Harness initial={initial} settleRef={settleRef} />, testI18n(language)));

const png = (name = "pic.png") => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

/** Picks `file` with the toolbar's image button (named `button` in the page's language). */
async function pickImage(file: File, button: string) {
  const toolbar = screen.getByRole("toolbar");
  const picker = toolbar.querySelector('input[type="file"]') as HTMLInputElement;
  vi.spyOn(picker, "click").mockImplementation(() => undefined);
  await userEvent.setup().click(within(toolbar).getByRole("button", { name: button }));
  Object.defineProperty(picker, "files", { value: [file], configurable: true });
  await act(async () => {
    fireEvent.change(picker);
  });
  await vi.waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
  return FakeXhr.last();
}

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the rich editor in German (issue 59)", () => {
  it("names its views, toolbar and buttons in German, and says what they did", async () => {
    draw("de");
    const user = userEvent.setup();
    const tabs = screen.getByRole("tablist", { name: "Editoransicht" });
    expect(within(tabs).getByRole("tab", { name: "Schreiben" })).toHaveAttribute("aria-selected", "true");
    expect(within(tabs).getByRole("tab", { name: "Vorschau" })).toBeInTheDocument();
    const toolbar = screen.getByRole("toolbar", { name: "Formatierung" });
    for (const name of ["Fett", "Kursiv", "Link", "Überschrift 2", "Aufzählung", "Nummerierte Liste", "Codeblock"]) {
      expect(within(toolbar).getByRole("button", { name })).toBeInTheDocument();
    }
    expect(within(toolbar).getByRole("button", { name: "Fett" })).toHaveAttribute("title", "Fett (Strg+B)");
    expect(within(toolbar).getByRole("button", { name: "Wiederholen" })).toHaveAttribute(
      "title",
      "Wiederholen (Strg+Umschalt+Z)",
    );
    expect(screen.getByText("Erzählen Sie Ihre Geschichte…")).toBeInTheDocument();
    expect(screen.getByText("0 Wörter")).toBeInTheDocument();

    await user.click(screen.getByRole("textbox", { name: "Text" }));
    await user.click(within(toolbar).getByRole("button", { name: "Überschrift 2" }));
    expect(screen.getByRole("status")).toHaveTextContent("Überschrift 2: ein");

    await user.click(screen.getByRole("button", { name: "Ablenkungsfrei" }));
    expect(screen.getByRole("status")).toHaveTextContent("Ablenkungsfreier Modus ein");

    await user.click(within(tabs).getByRole("tab", { name: "Markdown" }));
    expect(screen.getByRole("status")).toHaveTextContent("Zur Markdown-Ansicht gewechselt");
    expect(screen.getByText(/^Hier funktioniert Markdown:/u)).toBeInTheDocument();
  });

  it("counts words and reading time in German", () => {
    draw("de", "Ein Satz aus fünf Wörtern.");
    expect(screen.getByText("5 Wörter · 1 Min. Lesezeit")).toBeInTheDocument();
  });

  it("asks for a link's address in German, and refuses one the site would not keep in German", async () => {
    draw("de", "Hier klicken");
    const user = userEvent.setup();
    await user.click(screen.getByRole("textbox", { name: "Text" }));
    await user.click(screen.getByRole("button", { name: "Link" }));
    const dialog = screen.getByRole("dialog", { name: "Link hinzufügen" });
    const address = within(dialog).getByLabelText("Linkadresse");
    await user.type(address, "javascript:alert(1){Enter}");
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Geben Sie eine Webadresse (https://…), eine E-Mail-Adresse (mailto:…) oder eine Seite dieser Website (/…) ein.",
    );
    expect(within(dialog).getByRole("button", { name: "Link hinzufügen" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("draws an image's card in German and says its removal in German", async () => {
    draw("de", "![](https://example.com/tram.png)\n\nDanach.");
    expect(screen.getByLabelText("Bildunterschrift")).toHaveAttribute(
      "placeholder",
      "Bildunterschrift hinzufügen (optional)",
    );
    expect(screen.getByLabelText("Alternativtext")).toHaveAttribute(
      "placeholder",
      "Was das Bild zeigt, für alle, die es nicht sehen können",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Bild entfernen" }));
    expect(screen.getByRole("status")).toHaveTextContent("Bild entfernt");
  });

  it("draws an embed's card in German", () => {
    draw("de", "https://www.youtube.com/watch?v=dQw4w9WgXcQ\n");
    const card = screen.getByRole("figure", { name: "Einbettung: YouTube-Video" });
    expect(within(card).getByRole("button", { name: "Als Link anzeigen" })).toBeInTheDocument();
    expect(within(card).getByText(/Als einfacher Link gespeichert/u)).toBeInTheDocument();
  });

  it("shows an upload's progress in German, and says why it failed in German, with the server's own words", async () => {
    const settleRef = createRef<BodySettle>() as React.RefObject<BodySettle | null>;
    draw("de", "Vor dem Bild", settleRef);
    const xhr = await pickImage(png(), "Bild");
    expect(await screen.findByRole("progressbar", { name: /^pic\.png wird hochgeladen: 0\s%$/u })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hochladen abbrechen" })).toBeInTheDocument();
    let settled: SettledBody | undefined;
    const settling = settleRef.current?.settle().then((result) => {
      settled = result;
    });
    // The server says why in the reader's language already (decision 0146): shown as it comes.
    await act(async () => {
      xhr.respond(413, { message: "Ein Bild darf höchstens 5 MB groß sein." });
      await settling;
    });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Das Bild „pic.png“ konnte nicht hochgeladen werden: Ein Bild darf höchstens 5 MB groß sein.",
    );
    expect(settled).toEqual({
      problem:
        "Ein Bild wurde nicht fertig hochgeladen, daher wurde nichts gespeichert. Fügen Sie es erneut hinzu oder entfernen Sie es und speichern Sie dann.",
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Schließen" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refuses a file that is not an image in German", async () => {
    draw("de");
    const toolbar = screen.getByRole("toolbar");
    const picker = toolbar.querySelector('input[type="file"]') as HTMLInputElement;
    vi.spyOn(picker, "click").mockImplementation(() => undefined);
    await userEvent.setup().click(within(toolbar).getByRole("button", { name: "Bild" }));
    const pdf = new File(["%PDF"], "notes.pdf", { type: "application/pdf" });
    Object.defineProperty(picker, "files", { value: [pdf], configurable: true });
    await act(async () => {
      fireEvent.change(picker);
    });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Dem Beitrag können nur Bilder hinzugefügt werden: „notes.pdf“ ist keines.",
    );
  });
});

describe("the rich editor in Arabic (issue 59)", () => {
  it("names its toolbar and buttons in Arabic, its arrows running right to left", async () => {
    draw("ar");
    const user = userEvent.setup();
    const toolbar = screen.getByRole("toolbar", { name: "التنسيق" });
    const bold = within(toolbar).getByRole("button", { name: "غامق" });
    expect(within(toolbar).getByRole("button", { name: "قائمة نقطية" })).toBeInTheDocument();
    expect(within(toolbar).getByRole("button", { name: "تراجع" })).toBeInTheDocument();
    // Right to left, the next button is to the left: Left moves on, Right comes back.
    bold.focus();
    await user.keyboard("{ArrowLeft}");
    expect(within(toolbar).getByRole("button", { name: "مائل" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(bold).toHaveFocus();

    const tabs = screen.getByRole("tablist", { name: "عرض المحرر" });
    within(tabs).getByRole("tab", { name: "كتابة" }).focus();
    await user.keyboard("{ArrowLeft}");
    expect(within(tabs).getByRole("tab", { name: "Markdown" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("status")).toHaveTextContent("تم التبديل إلى عرض Markdown");
  });

  it("says an upload's failure in Arabic when the server cannot be reached", async () => {
    draw("ar", "نص");
    const xhr = await pickImage(png(), "صورة");
    expect(await screen.findByRole("button", { name: "إلغاء الرفع" })).toBeInTheDocument();
    await act(async () => xhr.fail());
    expect(screen.getByRole("alert")).toHaveTextContent(
      "تعذّر رفع الصورة «pic.png»: تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.",
    );
    expect(screen.getByRole("button", { name: "إغلاق" })).toBeInTheDocument();
  });
});
