export { canSearchCities, nameWords, isDeliveryComplete, buildDeliveryValue, carrierErrorMessage, type DeliveryFormState } from './delivery-rules';
export { DeliveryForm, type DeliveryFormInitial } from './delivery-form';
export { searchCities, getWarehouses, CarrierError } from './nova-poshta-api';
