/**
 * The spec's quoted words are part of the product (portal-core and document-management §2, §4, §5, §8): each entry
 * below is shown exactly as quoted, whatever the count it is given. A count goes beside these words, never in them.
 */
import { describe, expect, it } from 'vitest';
import { translate } from './translate.ts';

const SPEC_WORDS: Record<string, string> = {
  'app.services.hub_title': 'The Hub',
  'app.common.please_wait': 'Please wait...',
  'app.topbar.search_placeholder': 'Type your search term here & hit enter',
  'app.logout.question': 'Do you wish to log out?',
  'app.logout.confirm': 'Log out',
  'app.login.heading': 'Administrator login',
  'app.login.submit': 'LOGIN NOW',
  'app.login.invalid': 'Invalid Username or Password',
  'app.login.error_modal': 'Error: Your username or password is incorrect. Please try again.',
  'app.dashboard.header': 'Dashboard',
  'app.dashboard.list_of_services': 'List of Services',
  'app.dashboard.search_placeholder': 'Type service name',
  'app.dashboard.empty': 'No documents found',
  'app.services.header': 'All services',
  'app.services.empty': 'No services found',
  'app.services.edit_details': 'Edit service details',
  'app.services.view_as_service': 'View as service',
  'app.services.accordion_details': 'Service details',
  'app.services.accordion_personalise': 'Personalise your dashboard',
  'app.services.accordion_collections': 'Load pre-defined document collections',
  'app.services.create': 'CREATE SERVICE',
  'app.services.update': 'UPDATE SERVICE',
  'app.services.keep_editing': 'KEEP EDITING',
  'app.services.back_to_documents': 'BACK TO DOCUMENTS',
  'app.services.select_brand_color': 'Select Brand Color',
  'app.services.view_as_service_button': 'VIEW AS SERVICE',
  'app.common.please_wait_caps': 'PLEASE WAIT...',
  'app.services.viewing_all': 'You are viewing all documents for this service.',
  'app.services.choose_file_type': 'Choose file type',
  'app.services.archived': 'This service is now archived and can re-enabled later',
  'app.services.unarchived': 'Service is now remove from archive',
  'app.services.save_first': 'Please save service first!',
  'app.services.brand_error': 'Error while trying to save branding!',
  'app.services.updated': 'Service successfully updated.',
  'app.services.brand_created': 'Service brand successfully created.',
  'app.services.collection_unloaded': 'Collection successfully unloaded',
  'app.services.unload_confirm': 'Are you sure you want to unload collection from this service?',
  'app.services.doc_enabled': 'Document successfully enable.',
  'app.users.create': 'CREATE USER',
  'app.users.filter_services': 'Filter Services',
  'app.users.save': 'SAVE CHANGES TO USER',
  'app.users.delete_permanently': 'PERMANENTLY DELETE USER',
  'app.users.created': 'User successfully created.',
  'app.users.updated': 'User successfully updated.',
  'app.users.access_changed': 'The user access is now approve/revoke.',
  'app.users.delete_confirm': 'Are you sure you want to permanently delete this user?',
  'app.users.deleted': 'This user is now permanently deleted',
  'app.users.approve_confirm': 'Are you sure you want to approve access to this user?',
  'app.users.revoke_confirm': 'Are you sure you want to revoke access to this user?',
  'app.newsletters.upload_heading': 'Upload a newsletter',
  'app.newsletters.list_heading': 'Previous newslettters',
  'app.newsletters.updated': 'Newsletter updated successfully.',
  'app.common.required': 'This field is required.',
  'app.common.no_service_available': 'No service available',
  'app.common.loading': 'Loading...',
  'app.documents.list_title': 'NQA1 - Educational Programs and Practice',
  'app.documents.select_document': 'Please select document.',
  'app.common.see_all': 'See all',
  'app.common.save_all_changes': 'SAVE ALL CHANGES',
  'app.documents.edit_nqa_title': 'Edit an NQA Document',
  'app.documents.edit_service_title': 'Edit a Service-specific Document',
  'app.documents.choose_service': 'CHOOSE SERVICE',
  'app.documents.belongs_global': 'Global',
  'app.documents.belongs_service_specific': 'Service-specific document',
  'app.documentForms.audiences.room_leader': 'Room leader',
  'app.common.clear_all': 'Clear all',
  'app.common.no_result_found': ' No result found',
  'app.documentForms.update': 'UPDATE DOCUMENT',
  'app.documents.delete_confirm': 'Are you sure you want to permanently delete this document?',
  'app.documents.delete_everyone_confirm': 'Are you sure you want to permanently delete this document for everyone?',
  'app.documents.retrieved': 'Document successfully retrieve',
  'app.documents.add_to_collection': 'Add to collection',
  'app.documents.validation.nqa_required': 'Please select at least one NQA for this document',
  'app.documents.validation.type_required': 'Please select document type',
  'app.documents.validation.service_type_required': 'Please select at least one service type for this document',
  'app.documents.validation.file_required': 'Please select file.',
  'app.documents.validation.services_required': 'Please select one or more services',
  'app.common.required_no_period': 'This field is required',
  'app.documents.validation.link_invalid': 'Please enter a valid link.',
  'app.documents.validation.document_required': 'Document is required.',
  'app.documents.validation.filter_required': 'Please select document filter.',
  'app.documents.validation.service_specific_type_required': 'Please select service specific type!',
  'app.documents.validation.service_required': 'Please select a service to attach this document',
  'app.documents.validation.nqa_bang': 'Please select NQA!',
  'app.documents.validation.nqas_required': 'Please select one or more NQAs',
  'app.documents.validation.type_bang': 'Please select document type!',
  'app.common.required_bang': 'This field is required!',
  'app.documents.select_service_type': 'Please select service type',
  'app.common.please_check_file': 'Please check file',
  'app.common.error_on_updating': 'Error on updating',
  'app.documentForms.error_updating': 'Error on updating',
  'app.documents.created': 'Document successfully created.',
  'app.documents.deleted': 'Document successfully deleted!',
  'app.documents.linked': 'Service successfully link to document',
  'app.documents.unlinked': 'Service successfully unlink',
  'app.documents.collection_removed': 'Document successfully remove from a collection.',
  'app.documents.collection_added': 'Document successfully added to a collection.',
  'app.documents.webinar_file_deleted': 'Webinar file deleted!',
  'app.documents.focus_file_delete_confirm': 'Are you sure to delete this document',
};

/** The spec quotes both forms of these: the singular for one, the plural for more. */
const SPEC_PLURALS: Record<string, [string, string]> = {
  'app.documents.permanently_deleted': ['Document permanently deleted!', 'Documents permanently deleted!'],
  'app.services.retrieved': ['1 service is now retrieved back', '%{n} services are now retrieved back'],
};

describe("the spec's quoted words", () => {
  it.each(Object.entries(SPEC_WORDS))('%s reads exactly as quoted, for one record or many', (key, words) => {
    // polyglot trims each form: the spec's ' No result found' shows as its words
    for (const smart_count of [1, 2, 7]) expect(translate(key, { smart_count })).toBe(words.trim());
  });

  it.each(Object.entries(SPEC_PLURALS))('%s reads as quoted in the singular and the plural', (key, [one, many]) => {
    expect(translate(key, { smart_count: 1 })).toBe(one);
    for (const smart_count of [2, 7])
      expect(translate(key, { smart_count })).toBe(many.replace('%{n}', String(smart_count)));
  });
});
