import type { CallEndpoint } from '../../../dataProvider';

export interface Invitation {
  _id: string;
  email: string;
  token?: string;
  link?: string;
  expiresAt: string;
  createdAt?: string;
  usedAt?: string | null;
  status?: string;
}

export const INVITATIONS_QUERY_KEY = ['shell', 'invitations'] as const;
export const PROFILE_QUERY_KEY = ['shell', 'adminProfile'] as const;

export const INVITATIONS_FAILED = 'Get Invitations failed!';
export const CREATE_INVITATION_FAILED = 'Create Invitation failed!';

/** GET /admin/invitations: the invitations this admin team has sent. */
export const invitationsEndpoint: CallEndpoint<void, Invitation[]> = {
  method: 'GET',
  path: '/admin/invitations',
  errorMessage: INVITATIONS_FAILED,
  unwrap: (result) =>
    Array.isArray(result)
      ? (result as Invitation[])
      : ((result as { invitations?: Invitation[] } | undefined)?.invitations ?? []),
};

/** POST /admin/createInvitation {email}: a single-use, expiring invitation and its link. */
export const createInvitationEndpoint: CallEndpoint<string, Invitation> = {
  method: 'POST',
  path: '/admin/createInvitation',
  body: (email) => ({ email }),
  errorMessage: CREATE_INVITATION_FAILED,
};

/** The registration link to hand over: the server's, made absolute for this origin. */
export function invitationLink(invitation: Invitation): string | undefined {
  const link =
    invitation.link ??
    (invitation.token ? `/register?token=${encodeURIComponent(invitation.token)}` : undefined);
  if (!link) return undefined;
  return /^https?:\/\//.test(link)
    ? link
    : `${window.location.origin}${link.startsWith('/') ? '' : '/'}${link}`;
}

export type InvitationState = 'used' | 'expired' | 'pending';

export function invitationState(invitation: Invitation, now = Date.now()): InvitationState {
  if (invitation.usedAt || invitation.status === 'used') return 'used';
  if (invitation.status === 'expired' || new Date(invitation.expiresAt).getTime() <= now)
    return 'expired';
  return 'pending';
}
