export { cleanPastedHtml } from "./cleanPastedHtml";
export { looksLikeMarkdown } from "./looksLikeMarkdown";
export { PastePlugin } from "./PastePlugin";
export { registerPaste } from "./registerPaste";
