import type { Translate } from "@web/i18n/useT";
import type { UploaderVoice } from "./voice";

/** How one pasted image's copy ended. */
export type CopyOutcome =
  /** On this site now. */
  | { kind: "copied" }
  /** Not copied: it stays, from the address it was pasted with. */
  | { kind: "kept"; reason: string }
  /** A `data:` image that did not upload: it is left out, as readers could not load it. */
  | { kind: "dropped"; reason: string }
  | { kind: "cancelled" };

/**
 * The images of one paste on their way to this site. The writer hears once, when the last has settled,
 * rather than once per image: a document with a dozen pictures from a server this site cannot reach
 * would otherwise fill the alert with the same sentence.
 */
export class CopyBatch {
  private pending: number;
  private copied = 0;
  private readonly kept: string[] = [];
  private readonly dropped: string[] = [];

  constructor(
    count: number,
    private readonly voice: UploaderVoice,
  ) {
    this.pending = count;
  }

  settle(outcome: CopyOutcome): void {
    if (outcome.kind === "copied") this.copied += 1;
    else if (outcome.kind === "kept") this.kept.push(outcome.reason);
    else if (outcome.kind === "dropped") this.dropped.push(outcome.reason);
    this.pending -= 1;
    if (this.pending === 0) this.report();
  }

  private report(): void {
    const { t } = this.voice;
    if (this.kept.length > 0) this.voice.problem(keptMessage(this.kept, t));
    if (this.dropped.length > 0) this.voice.problem(droppedMessage(this.dropped, t));
    if (this.kept.length === 0 && this.dropped.length === 0 && this.copied > 0) {
      this.voice.status(t("editor.copy.done", { count: this.copied }));
    }
  }
}

/** One image's own reason is worth reading; for several, the count says enough. */
const withReason = (sentence: string, reasons: string[], t: Translate) =>
  reasons.length === 1 && reasons[0] ? t("editor.copy.withReason", { sentence, reason: reasons[0] }) : sentence;

export function keptMessage(reasons: string[], t: Translate): string {
  return withReason(t("editor.copy.kept", { count: reasons.length }), reasons, t);
}

export function droppedMessage(reasons: string[], t: Translate): string {
  return withReason(t("editor.copy.dropped", { count: reasons.length }), reasons, t);
}
