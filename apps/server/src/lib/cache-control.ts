/** For personal answers: kept by no shared cache, and not stored by the browser either. */
export const PRIVATE_NO_STORE = 'private, no-store';
