/**
 * Notifications and confirmation dialogs need antd's context (theme,
 * placement). This host, rendered once inside antd's <App>, hands its
 * context-aware instances to the plain functions in notifications.ts and
 * confirm.ts, so thunks and handlers can call them without hooks.
 */

/**
 * External dependencies
 */
import { App } from 'antd';
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

export interface Feedback {
	notification: NotificationInstance;
	modal: Omit< ModalStaticFunctions, 'warn' >;
}

let current: Feedback | null = null;

/**
 * The mounted instances (null before the app mounts).
 */
export function getFeedback(): Feedback | null {
	return current;
}

/**
 * Registers antd's context-aware notification and modal instances.
 */
export function FeedbackHost() {
	const { notification, modal } = App.useApp();
	useEffect( () => {
		const mine = { notification, modal };
		current = mine;
		return () => {
			if ( current === mine ) {
				current = null;
			}
		};
	}, [ notification, modal ] );
	return null;
}
