/** Style sheets imported by components are nothing in component tests. */
export default {};
