export * from './constants';
export * from './amounts';
export * from './refunds';
export * from './earnings';
export * from './windows';
export * from './receipt';
export * from './payable';
export * from './statement';
