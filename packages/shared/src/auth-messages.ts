/** The account messages, apart from the schemas so that pages can show them without loading zod. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Incorrect username or password.',
  inactive: 'This account has been deactivated. Please call us if you need help.',
  commonPassword: 'This password is too common and easy to guess. Please choose a less common password.',
  backOfficePasswordShort: 'Staff and admin passwords need at least 12 characters.',
  backOfficePasswordGuessable:
    'This password would be easy to guess (a common word, name, date or pattern). Please choose a longer, less predictable one.',
  passwordHasUsername: 'The password must not contain the username. Please choose another.',
  usernameTaken: 'That username is already taken. Please choose another.',
  emailTaken: 'An account already uses this email address. Try logging in or resetting the password.',
  notSignedIn: 'Please log in to continue.',
  forbidden: 'You do not have permission to access this page.',
  wrongCurrentPassword: 'Your current password is not correct.',
  emailChangeNeedsPassword:
    'To change your email address, please enter your current password. Forgot it? Reset it first: the link goes to your current address.',
  passwordChanged: 'Your password has been changed.',
  resetRequested:
    'If an account uses that email address, we have sent it a link to reset the password. The link works for one hour.',
  resetInvalid: 'This reset link is not valid or has expired. Please ask for a new one.',
  resetDone: 'Your password has been reset. You can now log in with the new password.',
  tooManyLogins: 'Too many login attempts. Please wait 15 minutes and try again, or reset your password.',
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  crossSite: 'This request came from another website and was refused.',
  loggedOut: 'You have been logged out.',
} as const;
