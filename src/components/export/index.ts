export {
	ExportCsvButton,
	type ExportCsvButtonProps,
} from './export-csv-button';
export { EXPORT_PAGE_SIZE, csvFileName, fetchCsv } from './export-csv';
