/** What one shipped mail template is in one language, and the paragraph style their HTML uses. */
export interface ShippedTemplate {
  template_display_name: string;
  description: string;
  subject: string;
  html_body: string;
  plain_body: string;
}

export const P = '<p style="margin:0 0 16px">';
