/** Outside addresses the navbars point to. */
export const HELP_URL = 'https://help.assay.test';
export const SUPPORT_EMAIL = 'support@assay.test';
