export const TEMPLATE_DATABASE = 'ssb_test_template';
