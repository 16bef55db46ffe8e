/** The second-factor module's face (D352): what code outside its folder may use. */
export { SecondFactorService } from './second-factor.service.ts';
export { StepUpService, type StepUpAction } from './step-up.service.ts';
export { secretBox } from './totp.ts';
