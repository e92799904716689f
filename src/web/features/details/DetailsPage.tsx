import { useParams } from "@web/lib/router";
import { DetailsView } from "./DetailsView";

/** SPEC's /viewDetails/{id}: still every blog's address; its canonical link names the readable one. */
export default function DetailsPage() {
  return <DetailsView id={useParams().id ?? ""} />;
}
