/** How the uploader speaks: `status` politely (started, done, cancelled), `problem` as an alert. */
export type UploaderVoice = { status: (message: string) => void; problem: (message: string) => void };
