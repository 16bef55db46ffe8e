/** The candidate-notice module's face (D352): what code outside its folder may use. */
export { asksFullScreen, asksFullScreenForJob, noticeTexts, timedTestAsksForJob } from './candidate-notice.store.ts';
export { checkNoticeLeadTime, checkNoticeLeadTimeForAdded } from './notice-lead-time.ts';
