// The name of a payment method: the catalogue's for card and bank account, the service's id otherwise.
import { isKnownMethod } from '../../../state/onramp';
import type { Translate } from '../../i18n/useT';

export const methodLabel = (t: Translate, method: string): string => (isKnownMethod(method) ? t(`onramp.method.${method}`) : method);
