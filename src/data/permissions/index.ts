/**
 * The current user's permissions: /eventin/v2/permissions/current-user.
 */
import { createDocumentStore } from '../factory';
import type { UserPermissions } from './types';

export type { PermissionKey, UserPermissions } from './types';

export const currentUserStore = createDocumentStore< UserPermissions >(
	'eventin/current-user',
	'permissions/current-user'
);
