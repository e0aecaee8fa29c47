/**
 * Texts of the sign-in flows that are not in the shared error catalogue
 * (core/errors: EMAIL_REQUIRED, UNEXPECTED_ERROR).
 * One spelling shared by the screens and the tests.
 */

export const CHECK_EMAIL_SIGN_UP = 'Check your email for the confirmation link!';
export const CHECK_EMAIL_MAGIC_LINK = 'Check your email for the login link!';
export const CHECK_EMAIL_RESET = 'Check your email for the password reset link.';
export const PASSWORD_UPDATED = 'Your password has been updated.';
export const PASSWORD_REQUIRED = 'Please enter your password';
export const PASSWORDS_DIFFER = 'The passwords do not match';
export const NETWORK_UNREACHABLE =
  'Could not reach the sign-in service. Check your connection and try again.';
export const SIGN_OUT_FAILED = 'Sign out failed. Please try again.';
export const SIGN_OUT_OFFLINE = 'You are offline. Signing out needs a connection: please try again once you are back online.';
export const RESET_LINK_INVALID =
  'This password reset link is invalid or has expired. Ask for a new one from the sign-in page.';

// Local (on-device) accounts.
export const LOCAL_NAME_REQUIRED = 'Please enter your full name';
export const LOCAL_EMAIL_INVALID = 'Please enter a valid email address';
export const LOCAL_EMAIL_TAKEN = 'An account with this email already exists on this device.';
export const LOCAL_NO_ACCOUNT = 'No account with this email exists on this device.';
export const LOCAL_PASSCODE_REQUIRED = 'This account is protected by a passcode. Please enter it.';
export const LOCAL_PASSCODE_WRONG = 'Incorrect passcode.';
export const LOCAL_PASSCODE_MIN = 4;
export const LOCAL_PASSCODE_TOO_SHORT = `A passcode needs at least ${LOCAL_PASSCODE_MIN} characters`;
export const LOCAL_ONLY_FEATURE =
  'Accounts on this device have no password e-mails or third-party sign-in.';
