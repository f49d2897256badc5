// URL rules for fetched data, shared by the layers above (implemented where data comes in).
export { isSafeImageUrl, isSafeWebUrl, isSafeDeepLink } from '../../services/http/safe-url';
