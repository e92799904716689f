import { type ImageFetchOptions, storeRemoteImage } from "../images/fetch-remote";

export { ImageFetchError, type ImageFetchOptions } from "../images/fetch-remote";

/**
 * Downloads an image of an imported post and stores it like an upload, answering its address here.
 * The fetching is images/fetch-remote.ts's, shared with the editor's copy of pasted images: one way
 * through the egress guard (decision 0118), one size cap, one conversion. A failure's message is listed
 * among the run's problems.
 */
export function importImage(source: string, options: ImageFetchOptions): Promise<string> {
  return storeRemoteImage(source, options);
}
