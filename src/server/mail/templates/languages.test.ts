import { INTERFACE_LOCALES } from "@shared/locales";
import { describe, expect, it } from "vitest";
import { mailLanguage } from "../mail-language";
import { commentMail } from "./comment-mail";
import { contactMail } from "./contact-mail";
import { createDigestMail, type DigestMailContent } from "./digest-mail";
import { confirmationMail } from "./newsletter-confirm-mail";
import { createPostMail, type PostMailContent } from "./post-mail";

const links = {
  unsubscribeUrl: "https://blog.example/api/newsletter/unsubscribe?token=t",
  preferencesUrl: "https://blog.example/newsletter/preferences?token=t",
};

const post: PostMailContent = {
  siteName: "Inkwell",
  siteUrl: "https://blog.example",
  post: {
    title: "Mein Titel",
    shortDesc: "Written as written.",
    category: "Travel",
    url: "https://blog.example/posts/mein-titel",
    imageUrl: null,
    publishedAt: "2026-03-04T12:00:00.000Z",
  },
  author: { name: "", url: "https://blog.example/@ann" },
  reason: "follow",
};

const digest = (count: number): DigestMailContent => ({
  siteName: "Inkwell",
  siteUrl: "https://blog.example",
  weekEnding: "2026-03-04",
  posts: Array.from({ length: count }, (_, n) => ({
    title: `Post ${n}`,
    shortDesc: "Text.",
    category: "Health",
    url: `https://blog.example/posts/${n}`,
    authorName: "Ann",
    authorUrl: "https://blog.example/@ann",
  })),
});

const htmlTag = (html: string) => /<html[^>]*>/u.exec(html)?.[0] ?? "";

describe("mails in each language (decision 0145)", () => {
  it.each(INTERFACE_LOCALES)("%s: the post mail's html says its language and direction", async (locale) => {
    const { html, language } = (await createPostMail(post, locale))(links);
    expect(htmlTag(html)).toContain(` lang="${locale}"`);
    expect(htmlTag(html)).toContain(` dir="${locale === "ar" ? "rtl" : "ltr"}"`);
    expect(language).toBe(locale);
    // The post's own words stay as written.
    expect(html).toContain("Mein Titel");
    expect(html).toContain("Written as written.");
  });

  it("says the frame in the reader's language: subject, category, date, byline, footer", async () => {
    const mail = (await createPostMail(post, "de"))(links);
    expect(mail.subject).toBe("Neu von Ein Autor auf Inkwell: Mein Titel");
    expect(mail.text).toContain("Reisen · 4. März 2026");
    expect(mail.text).toContain("Sie erhalten diese E-Mail, weil Sie Ein Autor auf Inkwell auf Inkwell folgen.");
    expect(mail.html).toContain("Beitrag lesen");
    expect(mail.text).toContain("E-Mail-Einstellungen: https://blog.example/newsletter/preferences?token=t");
    const japanese = (await createPostMail({ ...post, author: { ...post.author, name: "Ann" } }, "ja"))(links);
    expect(japanese.text).toContain("Ann 著（https://blog.example/@ann）");
    expect(japanese.text).toContain("旅行 · 2026年3月4日");
  });

  it("counts posts with each language's plural forms", async () => {
    const subject = async (count: number, locale: "ar" | "es" | "en") =>
      (await createDigestMail(digest(count), locale))(links).subject;
    expect(await subject(1, "en")).toBe("Your weekly Inkwell digest: 1 new post");
    expect(await subject(2, "ar")).toBe("ملخصك الأسبوعي من Inkwell: تدوينتان جديدتان");
    expect(await subject(3, "ar")).toBe("ملخصك الأسبوعي من Inkwell: 3 تدوينات جديدة");
    expect(await subject(11, "ar")).toBe("ملخصك الأسبوعي من Inkwell: 11 تدوينةً جديدةً");
    expect(await subject(2, "es")).toBe("Su resumen semanal de Inkwell: 2 entradas nuevas");
    const { text } = (await createDigestMail(digest(1), "es"))(links);
    expect(text).toContain("Semana que termina el 4 de marzo de 2026");
    expect(text).toContain("Salud: Post 0");
  });

  it("writes the comment mail, the confirmation and the contact copy in the language asked", () => {
    const comments = commentMail(
      {
        siteName: "Inkwell",
        siteUrl: "https://blog.example/",
        postTitle: "Tides",
        postUrl: "https://blog.example/@ann/tides",
        comments: [
          { type: "comment", actorName: "Ada", body: "First" },
          { type: "reply", actorName: "Bo", body: "Second" },
        ],
        unsubscribeUrl: "https://blog.example/api/comments/unsubscribe?token=t",
        settingsUrl: "https://blog.example/settings",
      },
      "fr",
    );
    expect(comments.subject).toBe("2 nouveaux commentaires sur «\u00a0Tides\u00a0»");
    expect(comments.text).toContain("Bo a répondu à votre commentaire sur «\u00a0Tides\u00a0»:\nSecond");
    expect(htmlTag(comments.html)).toContain(' lang="fr"');

    const confirm = confirmationMail("https://blog.example", "a@b.example", "c", "l", "Inkwell", "ja");
    expect(confirm.subject).toBe("ニュースレターの登録を確認してください");
    expect(confirm.language).toBe("ja");

    const contact = contactMail(
      "admin@b.example",
      { name: "Ann", email: "ann@b.example", message: "Hi" },
      "https://b.example",
      "ar",
    );
    expect(contact.subject).toBe("رسالة جديدة من Ann");
    expect(contact.text).toContain("كتب Ann <ann@b.example> عبر نموذج الاتصال:");
  });

  it("chooses the recipient's language, then the site's, then English", () => {
    expect(mailLanguage("es", "de")).toBe("es");
    expect(mailLanguage(null, "de")).toBe("de");
    expect(mailLanguage("pt", "xx")).toBe("en");
  });
});
