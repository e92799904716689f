import type { Translate } from "@web/i18n/useT";

/**
 * How the uploader speaks: `status` politely (started, done, cancelled), `problem` as an alert, each in
 * words `t` gives in the writer's language (the uploader is no component: its owner passes them in).
 */
export type UploaderVoice = {
  status: (message: string) => void;
  problem: (message: string) => void;
  t: Translate;
};
