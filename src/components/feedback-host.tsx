/**
 * Notifications and confirmation dialogs need antd's context (theme). This
 * host, rendered once inside the ConfigProvider, creates context-aware
 * instances with antd's hooks and hands them to the plain functions in
 * notifications.ts and confirm.ts, so handlers can call them without hooks.
 */

/**
 * External dependencies
 */
import { Modal, notification } from 'antd';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

export interface Feedback {
	notification: NotificationInstance;
	modal: ModalApi;
}

let current: Feedback | null = null;

/**
 * The mounted instances (null before the app mounts).
 */
export function getFeedback(): Feedback | null {
	return current;
}

/**
 * Registers the instances and renders their holders.
 */
export function FeedbackHost() {
	const [ notificationApi, notificationHolder ] =
		notification.useNotification( { placement: 'bottomRight' } );
	const [ modalApi, modalHolder ] = Modal.useModal();
	useEffect( () => {
		const mine = { notification: notificationApi, modal: modalApi };
		current = mine;
		return () => {
			if ( current === mine ) {
				current = null;
			}
		};
	}, [ notificationApi, modalApi ] );
	return (
		<>
			{ notificationHolder }
			{ modalHolder }
		</>
	);
}
