import { COMMON_POST_LANGUAGES, languageName, ownLanguageName } from "@shared/post-language";
import { useOwnPosts } from "@web/api/getOwnPosts";
import { useSiteLanguage } from "@web/api/getSiteLanguage";
import { useT } from "@web/i18n/useT";
import { useAuth } from "@web/lib/auth";
import type { BlogFormErrors } from "@web/lib/blogFormProblems";
import { useState } from "react";
import { FormField } from "./FormField";

type Bind = (key: "language" | "translationOf") => {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
};

/**
 * A post's language and the post it translates (issue 59). The language is typed or picked from the common
 * ones, each offered by its own name through a native <datalist> (any tag may be typed); empty is the
 * site's language. "Translation of" lists the writer's own other posts; the server checks the rest.
 */
export function PostLanguageFields({
  idPrefix,
  postId,
  errors,
  bind,
}: {
  idPrefix: string;
  /** The post being updated, left out of "Translation of"; absent for a new post. */
  postId?: string;
  errors: BlogFormErrors;
  bind: Bind;
}) {
  const { user } = useAuth();
  const translationOf = bind("translationOf");
  // The writer's posts are asked for when the choice is first opened (or already made), not by every form.
  const [wanted, setWanted] = useState(false);
  const asked = wanted || translationOf.value !== "";
  const posts = (useOwnPosts(asked ? (user?.email ?? "") : "").data ?? []).filter((post) => post._id !== postId);
  const listId = `${idPrefix}-language-options`;
  const { t, locale } = useT();
  // Empty is the site's default language, the admin's setting: shown as the hint's and the placeholder's.
  const siteTag = useSiteLanguage();
  const siteLanguage = `${languageName(siteTag, locale)} (${siteTag})`;
  return (
    <>
      <FormField
        id={`${idPrefix}-language`}
        label={t("writing.field.language")}
        hint={t("writing.field.languageHint", { language: siteLanguage })}
        error={errors.language}
      >
        {(control) => (
          <>
            <input
              type="text"
              className="input w-full"
              autoComplete="off"
              spellCheck={false}
              list={listId}
              placeholder={siteTag}
              {...control}
              {...bind("language")}
            />
            <datalist id={listId}>
              {COMMON_POST_LANGUAGES.map((tag) => (
                <option key={tag} value={tag} label={ownLanguageName(tag)} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-translationOf`}
        label={t("writing.field.translationOf")}
        hint={t("writing.field.translationOfHint")}
        error={errors.translationOf}
      >
        {(control) => (
          <select
            className="select w-full"
            onFocus={() => setWanted(true)}
            onPointerDown={() => setWanted(true)}
            {...control}
            {...translationOf}
          >
            <option value="">{t("writing.field.notATranslation")}</option>
            {/* The current choice stays listed even before the writer's posts have loaded. */}
            {translationOf.value && !posts.some((post) => post._id === translationOf.value) ? (
              <option value={translationOf.value}>{translationOf.value}</option>
            ) : null}
            {posts.map((post) => (
              <option key={post._id} value={post._id}>
                {post.title} ({post.language ?? siteTag})
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}
