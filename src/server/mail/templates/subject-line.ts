/**
 * A subject as one line: a title pasted with a line break would otherwise reach the Subject header
 * folded oddly or, with a careless transport, as a header of its own. Titles without breaks pass as
 * they are.
 */
export const subjectLine = (text: string) => text.replace(/[\r\n]+/gu, " ");
