/** The originals app's HTTP side: launch, play API and pages, and its calls to the platform's wallet. */
export { type OriginalsOptions, originalsGameCodes, originalsPlugin } from './plugin';
