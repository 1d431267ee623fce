/**
 * The frame of every editor section: a heading, an antd Form initialised
 * from the event, and a Save button.
 */

/**
 * External dependencies
 */
import { Button, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export interface SectionFormProps< Values > {
	title: string;
	form: FormInstance< Values >;
	initialValues: Values;
	saving: boolean;
	onFinish: ( values: Values ) => void;
	children: ReactNode;
	className: string;
}

/**
 * The section frame.
 *
 * @param props Props.
 */
export function SectionForm< Values extends object >(
	props: SectionFormProps< Values >
) {
	return (
		<section
			className={ `eventin-event-editor__section ${ props.className }` }
		>
			<h2 className="eventin-event-editor__section-title">
				{ props.title }
			</h2>
			<Form< Values >
				form={ props.form }
				layout="vertical"
				initialValues={ props.initialValues }
				onFinish={ props.onFinish }
				disabled={ props.saving }
				requiredMark
			>
				{ props.children }
				<Button
					type="primary"
					htmlType="submit"
					loading={ props.saving }
				>
					{ __( 'Save', 'eventin-pro' ) }
				</Button>
			</Form>
		</section>
	);
}
