import packageJson from "../../package.json" with { type: "json" };

/**
 * The running app's version, as package.json states it (the build inlines it). The one module that
 * reads package.json, so no feature folder reaches three folders up for it.
 */
export const APP_VERSION: string = packageJson.version;
