/**
 * antd's number input with its step buttons named in the site's language:
 * rc-input-number writes their aria-label in English ("Increase Value",
 * "Decrease Value"), antd names their arrows "up" and "down", and no prop
 * or locale key changes either. The one number input
 * of the dashboard.
 */

/**
 * External dependencies
 */
import { InputNumber } from 'antd';
import type { GetRef, InputNumberProps } from 'antd';
import type { ForwardedRef } from 'react';

/**
 * WordPress dependencies
 */
import {
	forwardRef,
	useImperativeHandle,
	useLayoutEffect,
	useRef,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Names the step buttons inside a number input's root.
 *
 * React writes an attribute again only when its own value changes, and
 * rc-input-number's never does: a label set here stays.
 *
 * @param root The input's root element.
 */
function nameStepButtons( root: HTMLElement | undefined ) {
	const up = root?.querySelector( '.ant-input-number-handler-up' );
	const down = root?.querySelector( '.ant-input-number-handler-down' );
	up?.setAttribute( 'aria-label', __( 'Increase value', 'eventin-pro' ) );
	down?.setAttribute( 'aria-label', __( 'Decrease value', 'eventin-pro' ) );
	// Their arrows are antd's icons, named "up" and "down" in English.
	root
		?.querySelectorAll( '.ant-input-number-handler .anticon' )
		.forEach( ( arrow ) => arrow.setAttribute( 'aria-hidden', 'true' ) );
}

type InputNumberRef = GetRef< typeof InputNumber >;

export const NumberInput = forwardRef( function NumberInput(
	props: InputNumberProps,
	ref: ForwardedRef< InputNumberRef | null >
) {
	const own = useRef< InputNumberRef >( null );
	useImperativeHandle( ref, () => own.current as InputNumberRef );
	// After every render: the buttons come and go with `controls`.
	useLayoutEffect( () => nameStepButtons( own.current?.nativeElement ) );
	return <InputNumber ref={ own } { ...props } />;
} );
