export { CachedText, FreshCache, type Computed, type FreshCacheOptions } from './cache';
export { answerFresh, cacheKey, sendCachedJson, VERSIONS_HEADER, type FreshRead } from './http';
export { inSnapshot } from './snapshot';
export { BatchedVersionReader, LocalVersionReader, mergeVersions, newerVersions, parseVersions, readVersions, sameVersions, versionReaderFor, type VersionReader, type Versions } from './versions';
