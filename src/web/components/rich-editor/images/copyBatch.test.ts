import { testI18n } from "@test/web/i18n";
import type { Translate } from "@web/i18n/useT";
import { describe, expect, it, vi } from "vitest";
import { CopyBatch, droppedMessage, keptMessage } from "./copyBatch";

const words = (language: "en" | "de" | "ar"): Translate => {
  const i18n = testI18n(language);
  return (key, values) => i18n._(key, values);
};

describe("what a paste's copies say (issue 59)", () => {
  it("says it in English as it always did", () => {
    const t = words("en");
    expect(keptMessage(["Too far."], t)).toBe(
      "One image could not be copied to this site; it still shows from its original address. Too far.",
    );
    expect(droppedMessage(["a", "b"], t)).toBe("2 pasted images could not be uploaded, so they were left out.");
  });

  it("says it in German, with the server's reason after it", () => {
    const t = words("de");
    expect(keptMessage(["Zu weit weg."], t)).toBe(
      "Ein Bild konnte nicht auf diese Website kopiert werden; es wird weiterhin von seiner ursprünglichen Adresse angezeigt. Zu weit weg.",
    );
    const voice = { status: vi.fn(), problem: vi.fn(), t };
    const batch = new CopyBatch(3, voice);
    batch.settle({ kind: "copied" });
    batch.settle({ kind: "copied" });
    batch.settle({ kind: "copied" });
    expect(voice.status).toHaveBeenCalledWith("Die 3 eingefügten Bilder sind jetzt auf dieser Website");
  });

  it("says it in Arabic with the number's own form: two, a few, many", () => {
    const t = words("ar");
    expect(keptMessage(["a", "b"], t)).toBe("تعذّر نسخ صورتين إلى هذا الموقع؛ ولا تزالان تُعرضان من عنوانيهما الأصليين.");
    expect(droppedMessage(["a", "b", "c"], t)).toMatch(/^تعذّر رفع \S+ صور ملصقة، لذا حُذفت\.$/u);
  });
});
