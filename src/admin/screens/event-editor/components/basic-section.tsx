/**
 * Basic: title, description, dates and times, timezone, location, terms and
 * the featured image.
 */

/**
 * External dependencies
 */
import { Flex, Form, Input, Segmented, Select } from 'antd';

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	ALL_CATEGORIES,
	categoriesStore,
	type Category,
} from '../../../../data/categories';
import { useCollection } from '../../../../data/hooks';
import { tagsStore, type Tag } from '../../../../data/tags';
import { useEventSave } from '../hooks/use-event-save';
import { timezoneOptions } from '../timezones';
import type { EditorEvent } from '../types';
import { FeaturedImageField, type FeaturedImage } from './featured-image-field';
import {
	DescriptionField,
	EventTitleField,
	StartDateField,
} from './event-fields';
import { SectionForm } from './section-form';

/** Every tag in one request (one page of 100, like ALL_CATEGORIES). */
const ALL_TAGS = { per_page: 100, paged: 1 };

const FIELDS = [
	'title',
	'description',
	'start_date',
	'end_date',
	'start_time',
	'end_time',
	'timezone',
	'location',
	'categories',
	'tags',
	'featured_image',
];

export interface BasicValues {
	title: string;
	description: string;
	/** Y-m-d */
	start_date: string;
	end_date: string;
	/** H:i */
	start_time: string;
	end_time: string;
	timezone: string;
	location: {
		type: 'offline' | 'online';
		address: string;
		online_link: string;
	};
	categories: number[];
	tags: number[];
	featured_image: FeaturedImage;
}

/**
 * Form values from the event.
 *
 * @param event Event.
 */
export function basicValues( event: EditorEvent ): BasicValues {
	return {
		title: event.title,
		description: event.description ?? '',
		start_date: event.start_date ?? '',
		end_date: event.end_date ?? '',
		start_time: event.start_time ?? '',
		end_time: event.end_time ?? '',
		timezone: event.timezone,
		location: {
			type: event.location?.type === 'online' ? 'online' : 'offline',
			address: event.location?.address ?? '',
			online_link: event.location?.online_link ?? '',
		},
		categories: event.categories ?? [],
		tags: event.tags ?? [],
		featured_image: {
			id: event.featured_image ?? 0,
			url: event.featured_image_url ?? '',
		},
	};
}

/**
 * The fields this section writes.
 *
 * @param values Form values.
 */
export function basicPayload( values: BasicValues ) {
	const { location } = values;
	return {
		title: values.title.trim(),
		description: values.description ?? '',
		start_date: values.start_date ?? '',
		end_date: values.end_date ?? '',
		start_time: values.start_time ?? '',
		end_time: values.end_time ?? '',
		timezone: values.timezone ?? '',
		location: {
			type: location.type,
			address: location.address ?? '',
			// The link is a URI field: an empty one is left out rather than rejected.
			...( location.online_link
				? { online_link: location.online_link.trim() }
				: {} ),
		},
		categories: values.categories ?? [],
		tags: values.tags ?? [],
		featured_image: values.featured_image?.id ?? 0,
	};
}

/**
 * The section.
 *
 * @param props       Props.
 * @param props.event Event.
 */
export function BasicSection( { event }: { event: EditorEvent } ) {
	const [ form ] = Form.useForm< BasicValues >();
	const locationType =
		Form.useWatch( [ 'location', 'type' ], form ) ??
		( event.location?.type === 'online' ? 'online' : 'offline' );
	const { save, saving } = useEventSave( form, event.id, FIELDS, {
		location: [
			'location',
			locationType === 'online' ? 'online_link' : 'address',
		],
	} );
	const { items: categories } = useCollection< Category >(
		categoriesStore,
		ALL_CATEGORIES
	);
	const { items: tags } = useCollection< Tag >( tagsStore, ALL_TAGS );
	const timezones = useMemo(
		() => timezoneOptions( event.timezone ),
		[ event.timezone ]
	);

	return (
		<SectionForm< BasicValues >
			className="eventin-event-editor__basic"
			title={ __( 'Basic', 'eventin-pro' ) }
			form={ form }
			initialValues={ basicValues( event ) }
			saving={ saving }
			onFinish={ ( values ) => save( basicPayload( values ) ) }
		>
			<EventTitleField />
			<DescriptionField />
			<Flex gap={ 16 } wrap>
				<StartDateField />
				<Form.Item
					label={ __( 'Start Time', 'eventin-pro' ) }
					name="start_time"
				>
					<Input type="time" />
				</Form.Item>
				<Form.Item
					label={ __( 'End Date', 'eventin-pro' ) }
					name="end_date"
				>
					<Input type="date" />
				</Form.Item>
				<Form.Item
					label={ __( 'End Time', 'eventin-pro' ) }
					name="end_time"
				>
					<Input type="time" />
				</Form.Item>
			</Flex>
			<Form.Item
				label={ __( 'Timezone', 'eventin-pro' ) }
				name="timezone"
			>
				<Select
					showSearch
					options={ timezones }
					placeholder={ __( 'Site timezone', 'eventin-pro' ) }
					style={ { maxWidth: 360 } }
				/>
			</Form.Item>
			<Form.Item
				label={ __( 'Location', 'eventin-pro' ) }
				name={ [ 'location', 'type' ] }
			>
				<Segmented
					// rc-segmented's own label is an English 'segmented control'.
					aria-label={ __( 'Location', 'eventin-pro' ) }
					options={ [
						{
							value: 'offline',
							label: __( 'Venue', 'eventin-pro' ),
						},
						{
							value: 'online',
							label: __( 'Online', 'eventin-pro' ),
						},
					] }
				/>
			</Form.Item>
			{ locationType === 'online' ? (
				<Form.Item
					label={ __( 'Online Link', 'eventin-pro' ) }
					name={ [ 'location', 'online_link' ] }
					rules={ [
						{
							type: 'url',
							message: __(
								'Enter a full link, e.g. https://meet.example.com/event.',
								'eventin-pro'
							),
						},
					] }
				>
					<Input placeholder="https://" maxLength={ 2000 } />
				</Form.Item>
			) : (
				<Form.Item
					label={ __( 'Venue Address', 'eventin-pro' ) }
					name={ [ 'location', 'address' ] }
				>
					<Input maxLength={ 500 } />
				</Form.Item>
			) }
			<Flex gap={ 16 } wrap>
				<Form.Item
					label={ __( 'Categories', 'eventin-pro' ) }
					name="categories"
					style={ { flex: '1 1 260px' } }
				>
					<Select
						mode="multiple"
						allowClear
						optionFilterProp="label"
						options={ categories.map( ( item ) => ( {
							value: item.id,
							label: item.name,
						} ) ) }
					/>
				</Form.Item>
				<Form.Item
					label={ __( 'Tags', 'eventin-pro' ) }
					name="tags"
					style={ { flex: '1 1 260px' } }
				>
					<Select
						mode="multiple"
						allowClear
						optionFilterProp="label"
						options={ tags.map( ( item ) => ( {
							value: item.id,
							label: item.name,
						} ) ) }
					/>
				</Form.Item>
			</Flex>
			<Form.Item
				label={ __( 'Featured Image', 'eventin-pro' ) }
				name="featured_image"
			>
				<FeaturedImageField />
			</Form.Item>
		</SectionForm>
	);
}
