// The reports library (spec part 2 §2 "Reports", §3 "Report request", §7).
import {
  reportCountryQuery,
  reportDownloadParams,
  reportListQuery,
  reportListReply,
  reportRequestBody,
  reportRequestReply,
} from '../schemas/reports.js';
import { endpoint } from './types.js';

export const REPORT_ENDPOINTS = {
  reportRequest: endpoint({
    method: 'POST',
    path: '/merchant/report/v1/report',
    access: 'reports:read',
    service: 'report-request',
    summary: 'Requests a report of the filtered transactions: stored, then written to files by a job',
    tag: 'reports',
    query: reportCountryQuery,
    body: reportRequestBody,
    reply: reportRequestReply,
    status: 201,
    errors: [429],
  }),
  reportList: endpoint({
    method: 'GET',
    path: '/merchant/report/v1/report',
    access: 'reports:read',
    service: 'report-list',
    summary: "The merchant's report requests, newest first (the newest 1,000)",
    tag: 'reports',
    query: reportListQuery,
    reply: reportListReply,
  }),
  reportDownload: endpoint({
    method: 'GET',
    path: '/merchant/report/v1/report/download/:fileName',
    access: 'reports:read',
    service: 'report-download',
    summary: "A completed report's file, to a user of the merchant that requested it",
    tag: 'reports',
    params: reportDownloadParams,
    query: reportCountryQuery,
    file: { name: ({ params }) => params.fileName },
    errors: [404],
  }),
} as const;
