/** The adapter for a company's connection (sms-adapter.ts). */
import { httpSmsAdapter } from './http-sms.ts';
import type { SmsAdapter, SmsCredentials } from './sms-adapter.ts';
import { smppAdapter } from './smpp.ts';

export const adapterFor = (credentials: SmsCredentials): SmsAdapter =>
  credentials.adapter === 'smpp' ? smppAdapter(credentials) : httpSmsAdapter(credentials);
