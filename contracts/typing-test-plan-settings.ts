/** The typing test's plan settings, as the plan contracts carry them (contracts/kind-settings.ts). */
import { defineKindSettings } from './kind-settings.ts';
import { TypingSettingsSchema, typingSettingsOf } from './smartreq-kind-settings.ts';
import { DEFAULT_TYPING_DURATION_SECONDS } from './typing-test.ts';
import { typingTestKind } from './typing-test-kind.ts';

export const typingTestSettings = defineKindSettings(typingTestKind, TypingSettingsSchema, (s) =>
  typingSettingsOf(s, DEFAULT_TYPING_DURATION_SECONDS),
);
