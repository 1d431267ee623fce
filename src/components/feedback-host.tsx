/**
 * Notifications and confirmation dialogs need antd's context (theme). This
 * host, rendered once inside the ConfigProvider, creates context-aware
 * instances with antd's hooks and hands them to the plain functions in
 * notifications.ts and confirm.ts, so handlers can call them without hooks.
 * The modal instance (antd's Modal) is loaded on the first confirmation.
 */

/**
 * External dependencies
 */
import { notification } from 'antd';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * WordPress dependencies
 */
import {
	lazy,
	Suspense,
	useCallback,
	useEffect,
	useRef,
	useState,
} from '@wordpress/element';

const ModalHolder = lazy(
	() => import( /* webpackChunkName: "confirm-dialog" */ './modal-holder' )
);

export interface Feedback {
	notification: NotificationInstance;
	/** The modal instance, loaded on first use. */
	modal: () => Promise< ModalApi >;
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
	const [ wantModal, setWantModal ] = useState( false );
	const modalApi = useRef< ModalApi | null >( null );
	const waiting = useRef< Array< ( api: ModalApi ) => void > >( [] );

	const modal = useCallback( (): Promise< ModalApi > => {
		if ( modalApi.current ) {
			return Promise.resolve( modalApi.current );
		}
		return new Promise( ( resolve ) => {
			waiting.current.push( resolve );
			setWantModal( true );
		} );
	}, [] );
	const onModalReady = useCallback( ( api: ModalApi ) => {
		modalApi.current = api;
		waiting.current.splice( 0 ).forEach( ( resolve ) => resolve( api ) );
	}, [] );

	useEffect( () => {
		const mine = { notification: notificationApi, modal };
		current = mine;
		return () => {
			if ( current === mine ) {
				current = null;
			}
		};
	}, [ notificationApi, modal ] );
	return (
		<>
			{ notificationHolder }
			{ wantModal && (
				<Suspense fallback={ null }>
					<ModalHolder onReady={ onModalReady } />
				</Suspense>
			) }
		</>
	);
}
