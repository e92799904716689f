import { writeFileSync } from "node:fs";
import path from "node:path";
import { DECISIONS_DIR, decisionIndex } from "./decision-index";

/** `npm run decisions`: rewrites docs/decisions/README.md from the records. */
writeFileSync(path.join(DECISIONS_DIR, "README.md"), decisionIndex());
