/** The sms module's face (D352): what code outside its folder may use. */
export { checkConnection } from './sms-connection.service.ts';
export { signWebhook } from './sms-webhook.ts';
export { SEND_SMS_JOB, SMS_POLL_JOB, sendSmsHandler, smsPollAllJob, smsPollHandler } from './sms.jobs.ts';
export { connectionOf } from './sms.store.ts';
