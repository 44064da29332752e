import { codedError } from '../../lib/errors'

export const profileNotFound = codedError('profile.not_found', 404, 'Profile not found.')
export const avatarNotAnImage = codedError(
  'profile.avatar_not_image',
  400,
  'Please choose a JPEG, PNG or WebP image.',
)
export const avatarTooLarge = codedError('profile.avatar_too_large', 413, 'The image must be at most 5 MB.')
export const avatarMissing = codedError('profile.avatar_missing', 400, 'Please choose an image to upload.')
