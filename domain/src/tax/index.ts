export * from './gst';
export * from './financial-year';
export * from './withholding';
