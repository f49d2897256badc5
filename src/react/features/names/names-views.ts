// Names' chunk: its views by route (the registry loads it on first use).
import { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView';
import { RegisterAccountNameView } from './RegisterAccountNameView';
import { SmartSessionsView } from './SmartSessionsView';

export const views = {
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
  SmartSessions: SmartSessionsView,
};
