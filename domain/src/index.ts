// The product's pure rules and the API contract, shared by server and web. No I/O here.
export * from './contracts/envelope';
