/**
 * antd's context-aware modal instance, in a chunk of its own: the dashboard
 * loads it when the first confirmation is asked for (see feedback-host.tsx),
 * so no screen pays for antd's Modal to appear.
 */

/**
 * External dependencies
 */
import { Modal } from 'antd';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/**
 * Renders the modal holder and hands its API over once mounted.
 *
 * @param props         Props.
 * @param props.onReady Receives the instance.
 */
export default function ModalHolder( {
	onReady,
}: {
	onReady: ( api: ModalApi ) => void;
} ) {
	const [ api, holder ] = Modal.useModal();
	useEffect( () => onReady( api ), [ api, onReady ] );
	return holder;
}
