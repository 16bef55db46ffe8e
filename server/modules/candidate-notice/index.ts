/** The candidate-notice module's face (D352): what code outside its folder may use. */
export { asksFullScreenForJob, noticeTexts, timedTestAsks, timedTestAsksForJob } from './candidate-notice.store.ts';
export { checkNoticeLeadTime, checkNoticeLeadTimeForAdded } from './notice-lead-time.ts';
