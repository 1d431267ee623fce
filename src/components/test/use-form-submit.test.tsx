/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider, Form, Input } from 'antd';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	invalidParam,
	type FakeServer,
} from '../../../tests/js/fake-server';
import { request, type ApiError } from '../../api/client';
import { FeedbackHost } from '../feedback-host';
import { sameNames } from '../form-errors';
import { useFormSubmit, type FormSubmitOptions } from '../use-form-submit';

interface Values {
	title: string;
}

interface Saved {
	id: number;
	title: string;
}

type Options = Omit< FormSubmitOptions< Values, Saved >, 'send' | 'form' >;

let server: FakeServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

/**
 * A form that posts its title to /eventin/v2/things through the real client.
 *
 * @param props Options of the hook (send and form are the form's own).
 */
function ThingForm( props: Options ) {
	const [ form ] = Form.useForm< Values >();
	const { submit, saving, error } = useFormSubmit< Values, Saved >( {
		...props,
		form,
		fieldOf: sameNames( [ 'title' ] ),
		send: async ( values ) =>
			(
				await request< Saved >( 'things', {
					method: 'POST',
					data: values,
				} )
			).data,
	} );
	return (
		<Form< Values >
			form={ form }
			onFinish={ submit }
			disabled={ saving }
			initialValues={ { title: '' } }
		>
			{ error && <p className="last-error">{ error.message }</p> }
			<Form.Item label="Title" name="title">
				<Input />
			</Form.Item>
			<Button type="primary" htmlType="submit" loading={ saving }>
				Save
			</Button>
		</Form>
	);
}

function renderForm( props: Options = {} ) {
	return render(
		<ConfigProvider theme={ { token: { motion: false } } }>
			<FeedbackHost />
			<ThingForm { ...props } />
		</ConfigProvider>
	);
}

async function typeAndSave( text: string ) {
	await user.type( screen.getByLabelText( 'Title' ), text );
	await user.click( screen.getByText( 'Save' ) );
}

/**
 * The notification showing `text` (title or description); the form may
 * show the same text.
 *
 * @param text Text.
 */
async function notification( text: string ) {
	return waitFor( () => {
		const notice = screen
			.getAllByText( text )
			.map( ( node ) => node.closest( '.ant-notification-notice' ) )
			.find( Boolean );
		expect( notice ).toBeTruthy();
		return notice as HTMLElement;
	} );
}

beforeEach( () => {
	server = installFakeServer();
} );

describe( 'useFormSubmit', () => {
	it( 'sends the values, says so and hands the result on', async () => {
		server.on( 'POST', '/eventin/v2/things', ( req ) => ( {
			status: 201,
			body: { id: 7, title: req.data.title },
		} ) );
		const onSuccess = jest.fn();
		renderForm( { success: 'Thing saved', onSuccess } );
		await typeAndSave( 'Launch' );

		expect( await notification( 'Thing saved' ) ).toHaveClass(
			'ant-notification-notice-success'
		);
		expect( onSuccess ).toHaveBeenCalledWith( { id: 7, title: 'Launch' } );
		expect( server.requests ).toHaveLength( 1 );
		expect( server.requests[ 0 ].data ).toEqual( { title: 'Launch' } );
		expect( screen.getByLabelText( 'Title' ) ).toBeEnabled();
	} );

	it( 'marks the field the server named, titles the message and keeps the input', async () => {
		server.on( 'POST', '/eventin/v2/things', () =>
			invalidParam( 'title', 'The title is too long.' )
		);
		const onSuccess = jest.fn();
		renderForm( { failure: 'Could not save the thing', onSuccess } );
		await typeAndSave( 'A very long title' );

		const notice = await notification( 'Could not save the thing' );
		expect( notice ).toHaveClass( 'ant-notification-notice-error' );
		expect( notice ).toHaveTextContent( 'The title is too long.' );
		// Under the field, in the hook's error state, and the input kept.
		const explain = document.querySelector(
			'.ant-form-item-explain-error'
		);
		expect( explain ).toHaveTextContent( 'The title is too long.' );
		expect( document.querySelector( '.last-error' ) ).toHaveTextContent(
			'The title is too long.'
		);
		expect( screen.getByLabelText( 'Title' ) ).toHaveValue(
			'A very long title'
		);
		expect( screen.getByLabelText( 'Title' ) ).toBeEnabled();
		expect( onSuccess ).not.toHaveBeenCalled();
	} );

	it( "shows the server's message alone when no title is given", async () => {
		server.on( 'POST', '/eventin/v2/things', () => ( {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
				data: { status: 403 },
			},
		} ) );
		renderForm();
		await typeAndSave( 'Launch' );

		const notice = await notification(
			'Sorry, you are not allowed to do that.'
		);
		expect( notice ).toHaveClass( 'ant-notification-notice-error' );
		// Nothing was marked: the server named no field.
		expect(
			document.querySelector( '.ant-form-item-explain-error' )
		).toBeNull();
	} );

	it( 'lets the caller replace the notification', async () => {
		server.on( 'POST', '/eventin/v2/things', () =>
			invalidParam( 'title', 'Taken.' )
		);
		const failures: ApiError[] = [];
		renderForm( { failure: ( error ) => failures.push( error ) } );
		await typeAndSave( 'Launch' );

		await waitFor( () => expect( failures ).toHaveLength( 1 ) );
		expect( failures[ 0 ].code ).toBe( 'rest_invalid_param' );
		expect( failures[ 0 ].fields ).toEqual( { title: 'Taken.' } );
		// The field still shows the reason; no notification appeared.
		await waitFor( () =>
			expect(
				document.querySelector( '.ant-form-item-explain-error' )
			).toHaveTextContent( 'Taken.' )
		);
		expect(
			document.querySelector( '.ant-notification-notice' )
		).toBeNull();
	} );

	it( 'says the server could not be reached when the request fails', async () => {
		server.on( 'POST', '/eventin/v2/things', () => {
			throw new TypeError( 'Failed to fetch' );
		} );
		renderForm( { failure: 'Could not save the thing' } );
		await typeAndSave( 'Launch' );

		expect(
			await notification( 'Could not save the thing' )
		).toHaveTextContent(
			'Could not reach the server. Check your connection and try again.'
		);
		expect( screen.getByLabelText( 'Title' ) ).toHaveValue( 'Launch' );
	} );

	it( 'disables the form while saving and clears the last error on a new try', async () => {
		let answer: ( ( value: unknown ) => void ) | undefined;
		let calls = 0;
		server.on( 'POST', '/eventin/v2/things', async () => {
			calls++;
			if ( calls === 1 ) {
				return invalidParam( 'title', 'Taken.' );
			}
			await new Promise( ( resolve ) => ( answer = resolve ) );
			return { body: { id: 8, title: 'Launch 2' } };
		} );
		renderForm( { success: 'Thing saved' } );
		await typeAndSave( 'Launch' );
		await waitFor( () =>
			expect( document.querySelector( '.last-error' ) ).not.toBeNull()
		);

		await typeAndSave( ' 2' );
		await waitFor( () =>
			expect( screen.getByLabelText( 'Title' ) ).toBeDisabled()
		);
		expect( document.querySelector( '.last-error' ) ).toBeNull();
		answer?.( undefined );
		expect( await notification( 'Thing saved' ) ).toBeInTheDocument();
		expect( screen.getByLabelText( 'Title' ) ).toBeEnabled();
	} );
} );
