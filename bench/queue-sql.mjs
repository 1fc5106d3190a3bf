// The worker queue's filter and order in plain SQL, shared by the bench's floor and its peer:
// paid, pending, unassigned requests in the worker's categories within the bounding box of
// the radius and then within the radius (haversine, 3959 mi), urgent first, then newest.
// server/src/modules/jobs/open-queue.ts is the product's own version of it.

export const EARTH_RADIUS_MILES = 3959;

/** Great-circle miles from ($lat, $lng) to the request r's stored coordinates. */
export const distanceSql = (lat, lng) => `2 * ${EARTH_RADIUS_MILES} * asin(least(1, sqrt(
  power(sin(radians(r.service_latitude - ${lat}) / 2), 2)
  + cos(radians(${lat})) * cos(radians(r.service_latitude)) * power(sin(radians(r.service_longitude - ${lng}) / 2), 2))))`;

export const RANK_SQL = `case r.priority when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 when 'normal' then 3 when 'low' then 4 else 9 end`;

/** Degrees of latitude one mile spans, and the bounding box of a radius around (lat, lng) in SQL. */
const DEGREES_PER_MILE = `(180 / (${EARTH_RADIUS_MILES} * pi()))`;
const boxSql = (lat, lng, radius) => {
  const dLat = `(${radius} * ${DEGREES_PER_MILE} * 1.001)`;
  const dLng = `least(180, ${dLat} / greatest(0.01, cos(radians(${lat}))))`;
  return `r.service_latitude between ${lat} - ${dLat} and ${lat} + ${dLat}
     and r.service_longitude between ${lng} - ${dLng} and ${lng} + ${dLng}`;
};

/** The WHERE of the open queue for a worker at (lat, lng) with a radius and category ids (SQL expressions). */
export const queueWhereSql = (lat, lng, radius, categories) => `r.status = 'pending' and r.appointment_fee_paid and r.provider_id is null
     and r.category_id = any(${categories})
     and ${boxSql(lat, lng, radius)}
     and ${distanceSql(lat, lng)} <= ${radius}`;

export const QUEUE_ORDER_SQL = `${RANK_SQL}, r.created_at desc, r.id desc`;

/**
 * The peer's SQL: the queue as one set-returning SQL function (PostGraphile exposes it as
 * a connection, `openJobs`) and the distance as a computed column of service_requests
 * (`distanceMiles`). Created in the bench database only.
 */
export const PEER_FUNCTIONS_SQL = `
create or replace function bench_open_jobs(lat double precision, lng double precision, radius_miles double precision, category_ids int[])
returns setof service_requests language sql stable as $$
  select r.* from service_requests r
   where ${queueWhereSql('lat', 'lng', 'radius_miles', 'category_ids')}
   order by ${QUEUE_ORDER_SQL}
$$;
create or replace function service_requests_distance_miles(r service_requests, lat double precision, lng double precision)
returns double precision language sql stable as $$
  select round((${distanceSql('lat', 'lng')})::numeric, 1)::double precision
$$;`;
