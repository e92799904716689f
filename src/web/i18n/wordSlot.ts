/**
 * A mark put in a message's argument where an element (a link, a code span) goes, so the sentence keeps
 * its language's word order: `t("key", { link: WORD_SLOT }).split(WORD_SLOT)` gives the words before and
 * after it. A private-use character no catalogue writes.
 */
export const WORD_SLOT = "\uE000";
