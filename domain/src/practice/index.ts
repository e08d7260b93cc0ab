export * from './tests';
export * from './clock';
export * from './results';
export * from './sets';
export * from './reviews';
export * from './rotation';
export * from './batteries';
export * from './grades';
