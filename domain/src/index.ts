// The product's pure rules and the API contract, shared by server and web. No I/O here.
export * from './contracts/envelope';
export * from './contracts/discussions';
export * from './constants';
export * from './availability';
export * from './pricing';
export * from './numbers';
export * from './discussions';
export * from './sessions';
export * from './format';
export * from './content';
export * from './contracts/blog';
export * from './contracts/resources';
export * from './contracts/auth';
export * from './contracts/users';
export * from './contracts/sessions';
export * from './contracts/coaches';
export * from './markdown-policy';
